import { dateOfDay } from '../src/core/dates';
import { shippedHistory } from '../src/core/history';

// The history model's weights move with the date: its book is built for the day after the shipped
// list ends (every later day without learned answers has exactly these weights) and used on every
// date (book.ts); bench-history measures what that costs on the days it was not built for.
export const BOOK_DATE = dateOfDay(shippedHistory().firstDay + shippedHistory().byDay.length);
