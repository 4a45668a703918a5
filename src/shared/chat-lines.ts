// Who posted a line of a pasted chat, and on what day: players paste whole chats, and only their
// own results are theirs (shared-grids.ts asks whose). Each export's line, as public captures show:
//   WhatsApp, every phone and locale: read by the npm package whatsapp-chat-parser (Pustur/
//       whatsapp-chat-parser; its tests/parser.test.ts holds the forms: "3/6/18, 1:55 p.m. - a: m",
//       "13.06.18 21.25.15: a: m", "13.6.2018 klo 21.25.15 - a: m", "13. 6. 2018. 21:25:15 a: m",
//       "[3/6/18 1:55:00 p. m.] a: m", "[2018/06/13, 21:25:15] a: m"). Its author runs to the first
//       ": ", so a name holds any other character ("Mum :)", "Jo [uni]"); a line with a time and
//       no author is WhatsApp's own ("You created group "Test"", same test file), and so is one
//       whose "author" ends inside quotes: the ": " was in a quoted group name
//       ('X changed the group name to "Wordle: daily"').
//   Signal (signal-export, the desktop exporter): "[2026-01-12 08:15:03] Sender: body"
//       (carderne/signal-export sigexport/models.py, Message.to_md): the same shape, read the same way.
//   Telegram Desktop, messages copied: "Name, [<date time, the locale's short format>]" on its own
//       line, the text below (telegramdesktop/tdesktop Telegram/SourceFiles/history/
//       history_inner_widget.cpp, getSelectedText's wrapItem, 2025-09)
//   Discord (DiscordChatExporter, plain text): "[<date time, format g: no seconds>] Author" on its
//       own line, the text below (Tyrrrz/DiscordChatExporter DiscordChatExporter.Core/Exporting/
//       PlainTextMessageWriter.cs and ExportContext.FormatDate)
//   iMessage (imessage-exporter, text): "May 20, 2020  9:10:11 AM" on its own line, then the sender
//       ("Me" for the player) on the next, then the text (ReagentX/imessage-exporter
//       imessage-database/src/util/dates.rs format(), imessage-exporter/src/exporters/txt.rs)
//   plain "Name: Wordle 1,562 3/6", with or without a "[09:15] " time before it: read on the
//       result's own line only (a "Note: …" inside a message must not change who is speaking).
// Dates written d/m/y or m/d/y are told apart over the whole paste (dayFirstOf in shared-grids.ts),
// so only the numbers are read here, in the order written.
import { parseString } from 'whatsapp-chat-parser';

/** A calendar day as a chat line writes it: known, or `a` and `b` either day and month (12/01/2026). */
export type ChatDate =
  | { kind: 'known'; y: number; m: number; d: number }
  | { kind: 'either'; y: number; a: number; b: number };

/**
 * What a line of a chat is: a message's first line (`sender` as the chat names it, tidied: the
 * name the player ticks), a line the app writes itself (no one's), or an iMessage date line whose
 * sender comes on the next line.
 */
export type ChatLine =
  | { kind: 'message'; sender: string; date: ChatDate | null }
  | { kind: 'system'; date: ChatDate | null }
  | { kind: 'sender-next'; date: ChatDate };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** d/m/y, m/d/y (2 or 4-digit year), or y-m-d, with / . or - between. */
const DATE = String.raw`(\d{1,4})[./-](\d{1,2})[./-](\d{2,4})\.?`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?\s?[Mm]\.?)?`;

const TELEGRAM = new RegExp(String.raw`^(.{1,60}?),\s\[${DATE},?\s+${TIME}\]$`, 'u');
const DISCORD = new RegExp(String.raw`^\[${DATE}\s+\d{1,2}[:.]\d{2}(?:\s?[AaPp][Mm])?\]\s+(.{1,60}?)(?:\s\(pinned\))?$`, 'u');
const IMESSAGE = new RegExp(String.raw`^([A-Z][a-z]{2})\s(\d{1,2}),\s(\d{4})\s+${TIME}(?:\s\(.*\))?$`, 'u');
/** The date a WhatsApp line starts with, as whatsapp-chat-parser's own pattern takes it ("14. 10. 2024."). */
const WHATSAPP_DATE = /^\[?(\d{1,4})[-/.]\s?(\d{1,4})[-/.]\s?(\d{1,4})/;
/** As whatsapp-chat-parser reads an author: up to the first ": ". */
const PLAIN = /^(?:\[\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\]\s*)?(.{1,60}?):\s/u;
/**
 * A line an export starts with a date and a time (WhatsApp, Signal, and the like): text that
 * looks like a chat line, whether or not its sender could be read.
 */
const STAMPED = /^\[?\d{1,4}[-/.]\s?\d{1,4}[-/.]\s?\d{1,4}\.?,?\s.{0,12}?\d{1,2}[:.]\d{2}/u;
/** Quotation marks: an odd number in an "author" means its ": " was inside a quoted name. */
const QUOTES = /["“”„«»「」]/g;

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

function named(sender: string, date: ChatDate | null): ChatLine | null {
  const name = tidyName(sender);
  return name === '' ? null : { kind: 'message', sender: name, date };
}

/** A WhatsApp (or Signal) line: whatsapp-chat-parser says whether it starts a message and whose. */
function whatsApp(line: string): ChatLine | null {
  // The order of day and month is the paste's (shared-grids.ts), not this one line's.
  const [message] = parseString(line, { daysFirst: true });
  if (!message) return null;
  const d = WHATSAPP_DATE.exec(line);
  const date = d ? dateOf(d[1], d[2], d[3]) : null;
  const author = message.author;
  if (author === null || (author.match(QUOTES) ?? []).length % 2 === 1) return { kind: 'system', date };
  return named(author, date) ?? { kind: 'system', date };
}

/** Who posted a line of a paste, and when, as far as the lines above it tell. */
export interface Speaker {
  /** null: no one the chat names (text before any chat line, or below a line no one's). */
  sender: string | null;
  posted: ChatDate | null;
  /** 1-based: the dated line above it whose sender could not be read (no reader knows it, or the app wrote it); null when none. */
  unreadFrom: number | null;
}

/**
 * Follows who is speaking through a paste, line by line: a message's first line names its
 * sender, the lines below are theirs until the next chat line.
 */
export function chatReader() {
  let speaker: { sender: string | null; date: ChatDate | null } | null = null;
  let awaitingSender: ChatDate | null = null;
  let unreadFrom: number | null = null;
  let chat = false;
  return {
    /** Whether a line read so far is a chat's (read, or dated like one). */
    isChat: () => chat,
    /** Who posted line `n` (`raw`), or null for a line that holds no one's text (iMessage's date and sender lines). */
    line(raw: string, n: number): Speaker | null {
      const said = chatLine(raw);
      const stamped = !said && looksStamped(raw);
      chat ||= said !== null || stamped;
      if (said?.kind === 'sender-next') {
        awaitingSender = said.date;
        return null;
      }
      const below = awaitingSender && nextLineSender(raw);
      if (awaitingSender && below) {
        speaker = { sender: below, date: awaitingSender };
        awaitingSender = null;
        unreadFrom = null;
        return null;
      }
      if (said?.kind === 'message') {
        speaker = { sender: said.sender, date: said.date };
        unreadFrom = null;
        return { sender: said.sender, posted: said.date, unreadFrom };
      }
      if (said || stamped) {
        speaker = said ? { sender: null, date: said.date } : null;
        unreadFrom = n;
        return { sender: null, posted: said?.date ?? null, unreadFrom };
      }
      const plain = plainSender(raw);
      if (plain) return { sender: plain, posted: null, unreadFrom };
      return { sender: speaker?.sender ?? null, posted: speaker?.date ?? null, unreadFrom };
    },
  };
}

/** A chat line with its sender (and day, where the export writes one), or null for any other line. */
function chatLine(raw: string): ChatLine | null {
  const line = tidy(raw);
  if (line.length === 0) return null;
  let m = TELEGRAM.exec(line);
  if (m) return named(m[1], dateOf(m[2], m[3], m[4]));
  // Before WhatsApp's, which reads the same bracket as a line of its own: WhatsApp's bracketed
  // times carry seconds, Discord's never do.
  if ((m = DISCORD.exec(line)) && !m[4].includes(': ')) return named(m[4], dateOf(m[1], m[2], m[3]));
  if ((m = IMESSAGE.exec(line))) {
    const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    return month === 0 ? null : { kind: 'sender-next', date: { kind: 'known', y: Number(m[3]), m: month, d: Number(m[2]) } };
  }
  return whatsApp(line);
}

/** Whether a line no reader read starts like an export's line: a date and a time. */
const looksStamped = (raw: string): boolean => STAMPED.test(tidy(raw));

/** The sender a result's own line starts with ("Ann: Wordle …"), or null. */
function plainSender(raw: string): string | null {
  const m = PLAIN.exec(tidy(raw));
  const name = m ? tidyName(m[1]) : '';
  return name === '' || /\bWordle\b/i.test(name) ? null : name;
}

/** A sender line below an iMessage date line: any short line. */
const nextLineSender = (raw: string): string | null => {
  const name = tidyName(raw);
  return name.length > 0 && name.length <= 60 ? name : null;
};
