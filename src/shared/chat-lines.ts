// Who posted a line of a pasted chat, and on what day: players paste whole chats, and only their
// own results are theirs (shared-grids.ts asks whose). Each export's line, as public captures show:
//   WhatsApp, Android: "06.08.2016, 13:23 - Ash Ketchum: Hey guys!" (lucasrodes/whatstk
//       chats/whatsapp/pokemon.txt; "2016-08-06, 1:23 PM - …" in tests/chats/example-12h.txt;
//       "20/06/21, 2:30 pm - Sender Name: …" in the parsers the search tools found, 2024-2026)
//   WhatsApp, iPhone: "[dd.mm.yy, hh:mm:ss] Name: …" (Dlurak/Whis src/lib/files/parseWhatsapp.ts);
//       the 12-hour form "[m/d/yy, h:mm:ss AM] Name: …" in the parsers the search tools found
//       (2024-2026); lines may start with U+200E and times hold U+202F before AM/PM
//       (Rakesh-g20/mental-health frontend/src/utils/whatsappParser.js strips both)
//   Signal (signal-export, the desktop exporter): "[2026-01-12 08:15:03] Sender: body"
//       (carderne/signal-export sigexport/models.py, Message.to_md)
//   Telegram Desktop, messages copied: "Name, [<date time, the locale's short format>]" on its own
//       line, the text below (telegramdesktop/tdesktop Telegram/SourceFiles/history/
//       history_inner_widget.cpp, getSelectedText's wrapItem, 2025-09)
//   Discord (DiscordChatExporter, plain text): "[<date time, format g>] Author" on its own line, the
//       text below (Tyrrrz/DiscordChatExporter DiscordChatExporter.Core/Exporting/
//       PlainTextMessageWriter.cs and ExportContext.FormatDate)
//   iMessage (imessage-exporter, text): "May 20, 2020  9:10:11 AM" on its own line, then the sender
//       ("Me" for the player) on the next, then the text (ReagentX/imessage-exporter
//       imessage-database/src/util/dates.rs format(), imessage-exporter/src/exporters/txt.rs)
//   plain "Name: Wordle 1,562 3/6", with or without a "[09:15] " time before it: read on the
//       result's own line only (a "Note: …" inside a message must not change who is speaking).
// Dates written d/m/y or m/d/y are told apart over the whole paste (dayFirstOf in shared-grids.ts).

/** A calendar day as a chat line writes it: known, or `a` and `b` either day and month (12/01/2026). */
export type ChatDate =
  | { kind: 'known'; y: number; m: number; d: number }
  | { kind: 'either'; y: number; a: number; b: number };

export interface ChatLine {
  /** The sender as the chat names it, tidied (bidi marks, spacing, WhatsApp's "~ "): the name the player ticks. */
  sender: string;
  date: ChatDate | null;
  /** The text of the message on this line ('' where the export puts it on the lines below). */
  text: string;
  /** iMessage: the sender comes on the next line. */
  senderNext?: true;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** d/m/y, m/d/y (2 or 4-digit year), or y-m-d, with / . or - between. */
const DATE = String.raw`(\d{1,4})[./-](\d{1,2})[./-](\d{2,4})\.?`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?\s?[Mm]\.?)?`;
const NAME = String.raw`([^:\[\]]{1,60}?)`;

const ANDROID = new RegExp(String.raw`^${DATE},?\s+${TIME}\s+[-–]\s+${NAME}:\s(.*)$`, 'u');
const BRACKETED = new RegExp(String.raw`^\[${DATE},?\s+${TIME}\]\s+${NAME}:\s(.*)$`, 'u');
const TELEGRAM = new RegExp(String.raw`^(.{1,60}?),\s\[${DATE},?\s+${TIME}\]$`, 'u');
const DISCORD = new RegExp(String.raw`^\[${DATE},?\s+${TIME}\]\s+([^\[\]]{1,60}?)(?:\s\(pinned\))?$`, 'u');
const IMESSAGE = new RegExp(String.raw`^([A-Z][a-z]{2})\s(\d{1,2}),\s(\d{4})\s+${TIME}(?:\s\(.*\))?$`, 'u');
const PLAIN = new RegExp(String.raw`^(?:\[${TIME}\]\s*)?${NAME}:\s(.*)$`, 'u');

/** Marks that chat apps put around names and at line starts: bidi marks, BOM, WhatsApp's "~ " for a number not in contacts. */
const tidy = (s: string) => s.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const tidyName = (s: string) => tidy(s).replace(/^~\s*/, '');

function dateOf(p1: string, p2: string, p3: string): ChatDate | null {
  const [a, b, c] = [Number(p1), Number(p2), Number(p3)];
  if (p1.length === 4) return { kind: 'known', y: a, m: b, d: c };
  if (p3.length !== 2 && p3.length !== 4) return null;
  const y = p3.length === 2 ? 2000 + c : c;
  return a === b ? { kind: 'known', y, m: a, d: a } : { kind: 'either', y, a, b };
}

/** A chat line with its sender (and day, where the export writes one), or null for any other line. */
export function chatLine(raw: string): ChatLine | null {
  const line = tidy(raw);
  if (line.length === 0) return null;
  let m = ANDROID.exec(line) ?? BRACKETED.exec(line);
  if (m) return named(m[4], dateOf(m[1], m[2], m[3]), m[5]);
  if ((m = TELEGRAM.exec(line))) return named(m[1], dateOf(m[2], m[3], m[4]), '');
  if ((m = DISCORD.exec(line))) return named(m[4], dateOf(m[1], m[2], m[3]), '');
  if ((m = IMESSAGE.exec(line))) {
    const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    return month === 0 ? null : { sender: '', date: { kind: 'known', y: Number(m[3]), m: month, d: Number(m[2]) }, text: '', senderNext: true };
  }
  return null;
}

function named(sender: string, date: ChatDate | null, text: string): ChatLine | null {
  const name = tidyName(sender);
  return name === '' ? null : { sender: name, date, text };
}

/** The sender a result's own line starts with ("Ann: Wordle …"), or null. */
export function plainSender(raw: string): string | null {
  const m = PLAIN.exec(tidy(raw));
  const name = m ? tidyName(m[1]) : '';
  return name === '' || /\bWordle\b/i.test(name) ? null : name;
}

/** A sender line below an iMessage date line: any short line. */
export const nextLineSender = (raw: string): string | null => {
  const name = tidyName(raw);
  return name.length > 0 && name.length <= 60 ? name : null;
};
