// The clipboard's text/html as Google Docs and Word 365 (Windows desktop) write it when a marketer
// copies a heading, a paragraph, a bulleted list (nested), a numbered list and a table without a
// header row, with the markup each adds: Google Docs' `docs-internal-guid` wrapper, styled spans and
// <p role="presentation"> in list items, its nested list beside the parent item; Word's CF_HTML
// document, `MsoNormal` paragraphs, `mso-list` paragraph lists with their Symbol/Courier markers
// inside downlevel-revealed conditional comments, `<o:p>`, and a `MsoTableGrid` table. Shared by the
// unit test of the conversion and the browser test that pastes them into the editor.

const docsSpan = (text: string, extra = "") =>
  `<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:${extra ? 700 : 400};` +
  `font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">${text}</span>`;
const docsItem = (text: string, level: number) =>
  `<li dir="ltr" style="list-style-type:${level === 1 ? "disc" : "circle"};font-size:11pt;font-family:Arial,sans-serif;color:#000000;` +
  `background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;` +
  `white-space:pre;" aria-level="${level}"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">` +
  `${docsSpan(text)}</p></li>`;
const docsCell = (text: string) =>
  `<td style="border-left:solid #000000 1pt;border-right:solid #000000 1pt;border-bottom:solid #000000 1pt;border-top:solid #000000 1pt;` +
  `vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;` +
  `margin-top:0pt;margin-bottom:0pt;">${docsSpan(text)}</p></td>`;

export const googleDocsClipboard =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1a9f2e-7fff-3b1d-8e4a-0d9c2b6e41aa">' +
  '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;' +
  "color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;" +
  'vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Why co-op money expires</span></h2>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">' +
  docsSpan("Claims are ") +
  docsSpan("due 90 days", "bold") +
  docsSpan(" after the ad runs.") +
  "</p><br />" +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">' +
  docsItem("Search ads", 1) +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">' +
  docsItem("Brand terms", 2) +
  "</ul>" +
  docsItem("Social ads", 1) +
  "</ul><br />" +
  '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;">' +
  '<colgroup><col width="200" /><col width="200" /></colgroup><tbody>' +
  `<tr style="height:0pt">${docsCell("Channel")}${docsCell("Leads")}</tr>` +
  `<tr style="height:0pt">${docsCell("Search")}${docsCell("42")}</tr>` +
  `<tr style="height:0pt">${docsCell("Social")}${docsCell("17")}</tr>` +
  "</tbody></table></div></b>";

export const googleDocsMarkdown =
  "## Why co-op money expires\n\n" +
  "Claims are **due 90 days** after the ad runs.\n\n" +
  "- Search ads\n  - Brand terms\n- Social ads\n\n" +
  "| Channel | Leads |\n| --- | --- |\n| Search | 42 |\n| Social | 17 |";

const wordBullet = (text: string, level: number, place: "First" | "Middle" | "Last") =>
  `<p class=MsoListParagraphCxSp${place} style='${level === 1 ? "" : "margin-left:1.0in;mso-add-space:auto;"}text-indent:-.25in;` +
  `mso-list:l0 level${level} lfo1'><![if !supportLists]><span style='font-family:${level === 1 ? "Symbol" : '"Courier New"'};` +
  `mso-fareast-font-family:${level === 1 ? "Symbol" : '"Courier New"'}'><span style='mso-list:Ignore'>${level === 1 ? "·" : "o"}` +
  `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>` +
  `<span lang=EN-CA>${text}<o:p></o:p></span></p>\r\n`;
const wordNumber = (text: string, n: number, place: "First" | "Middle" | "Last") =>
  `<p class=MsoListParagraphCxSp${place} style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]>` +
  `<span lang=EN-CA><span style='mso-list:Ignore'>${n}.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span>` +
  `</span><![endif]><span lang=EN-CA>${text}<o:p></o:p></span></p>\r\n`;
const wordCell = (text: string, bold = false) =>
  `<td width=312 valign=top style='width:233.75pt;border:solid windowtext 1.0pt;mso-border-alt:solid windowtext .5pt;` +
  `padding:0in 5.4pt 0in 5.4pt'>\r\n<p class=MsoNormal style='margin-bottom:0in;line-height:normal'>` +
  `${bold ? "<b>" : ""}<span lang=EN-CA>${text}<o:p></o:p></span>${bold ? "</b>" : ""}</p>\r\n</td>\r\n`;

export const wordClipboard =
  '<html xmlns:v="urn:schemas-microsoft-com:vml"\r\nxmlns:o="urn:schemas-microsoft-com:office:office"\r\n' +
  'xmlns:w="urn:schemas-microsoft-com:office:word"\r\nxmlns:m="http://schemas.microsoft.com/office/2004/12/omml"\r\n' +
  'xmlns="http://www.w3.org/TR/REC-html40">\r\n\r\n<head>\r\n<meta http-equiv=Content-Type content="text/html; charset=utf-8">\r\n' +
  '<meta name=ProgId content=Word.Document>\r\n<meta name=Generator content="Microsoft Word 15">\r\n' +
  "<style>\r\n<!--\r\n /* Style Definitions */\r\n p.MsoNormal, li.MsoNormal, div.MsoNormal\r\n\t{margin-top:0in;\r\n\tmargin-bottom:8.0pt;}\r\n" +
  "@list l0:level1\r\n\t{mso-level-number-format:bullet;\r\n\tmso-level-text:\uF0B7;}\r\n-->\r\n</style>\r\n</head>\r\n\r\n" +
  "<body lang=EN-CA style='tab-interval:.5in;word-wrap:break-word'>\r\n<!--StartFragment-->\r\n\r\n" +
  "<h2><span lang=EN-CA>Three checks before you claim<o:p></o:p></span></h2>\r\n\r\n" +
  "<p class=MsoNormal><span lang=EN-CA>Read the <b>OEM guide</b> first, then see " +
  '<a href="https://www.example.com/co-op">the claim form</a>.<o:p></o:p></span></p>\r\n\r\n' +
  wordBullet("Keep the invoice", 1, "First") +
  wordBullet("Its date and amount", 2, "Middle") +
  wordBullet("Keep the ad itself", 1, "Last") +
  "\r\n<p class=MsoNormal><span lang=EN-CA>Then, in order:<o:p></o:p></span></p>\r\n\r\n" +
  wordNumber("Fill in the form", 1, "First") +
  wordNumber("Attach the proof", 2, "Last") +
  "\r\n<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0\r\n style='border-collapse:collapse;border:none;" +
  "mso-border-alt:solid windowtext .5pt;mso-yfti-tbllook:1184;mso-padding-alt:0in 5.4pt 0in 5.4pt'>\r\n" +
  ` <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>\r\n${wordCell("Brand", true)}${wordCell("Share", true)}</tr>\r\n` +
  ` <tr style='mso-yfti-irow:1'>\r\n${wordCell("Honda")}${wordCell("50 %")}</tr>\r\n` +
  ` <tr style='mso-yfti-irow:2;mso-yfti-lastrow:yes'>\r\n${wordCell("Toyota")}${wordCell("75 %")}</tr>\r\n` +
  "</table>\r\n\r\n<p class=MsoNormal><span lang=EN-CA><o:p>&nbsp;</o:p></span></p>\r\n\r\n<!--EndFragment-->\r\n</body>\r\n\r\n</html>";

export const wordMarkdown =
  "## Three checks before you claim\n\n" +
  "Read the **OEM guide** first, then see [the claim form](https://www.example.com/co-op).\n\n" +
  "- Keep the invoice\n  - Its date and amount\n- Keep the ad itself\n\n" +
  "Then, in order:\n\n" +
  "1. Fill in the form\n2. Attach the proof\n\n" +
  "| Brand | Share |\n| --- | --- |\n| Honda | 50 % |\n| Toyota | 75 % |";
