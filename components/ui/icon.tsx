import "server-only";
import {
  Activity, Baby, BadgeCheck, BellRing, BookOpen, Boxes, BrainCircuit, Building, Calculator, Car,
  CarFront, ChartColumn, ChartLine, CircleDollarSign, CircleQuestionMark, CircleX, Clock, Coins,
  CreditCard, Crown, Database, EyeOff, FileText, Gauge, Gift, GraduationCap, Handshake, Headset,
  HeartPulse, KeyRound, Languages, Laptop, Layers, LayoutDashboard, LifeBuoy, Lightbulb, Link as LinkIcon, Lock,
  LockKeyhole, Mail, Map as MapIcon, MapPin, MapPinned, Megaphone, MessageCircle, MessageSquare,
  MessageSquareText, MessagesSquare, Microscope, Network, Palette, Percent, Phone, PiggyBank, Plug,
  Radar, Receipt, Rocket, Route, Scale, ScanSearch, ScrollText, Server, ShieldCheck, Sparkles, Split,
  Swords, Target, Timer, TreePalm, TrendingUp, UserCog, Users, Wallet, Wrench, Zap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "@/content/icons";

// The icons content/ names (content/icons.ts), and only those: lucide's full map (over 1,600 icons)
// would be loaded into every server bundle that draws one. The type makes this map draw every name
// content may use, and no other.
const icons: Record<IconName, LucideIcon> = {
  Activity, Baby, BadgeCheck, BellRing, BookOpen, Boxes, BrainCircuit, Building, Calculator, Car,
  CarFront, ChartColumn, ChartLine, CircleDollarSign, CircleQuestionMark, CircleX, Clock, Coins,
  CreditCard, Crown, Database, EyeOff, FileText, Gauge, Gift, GraduationCap, Handshake, Headset,
  HeartPulse, KeyRound, Languages, Laptop, Layers, LayoutDashboard, LifeBuoy, Lightbulb, Link: LinkIcon, Lock,
  LockKeyhole, Mail, Map: MapIcon, MapPin, MapPinned, Megaphone, MessageCircle, MessageSquare,
  MessageSquareText, MessagesSquare, Microscope, Network, Palette, Percent, Phone, PiggyBank, Plug,
  Radar, Receipt, Rocket, Route, Scale, ScanSearch, ScrollText, Server, ShieldCheck, Sparkles, Split,
  Swords, Target, Timer, TreePalm, TrendingUp, UserCog, Users, Wallet, Wrench, Zap,
};

// Icons named in content/ data, resolved on the server: the map never reaches the browser.
export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = icons[name as IconName];
  if (!Component) throw new Error(`Unknown icon "${name}"`);
  return <Component aria-hidden="true" {...props} />;
}
