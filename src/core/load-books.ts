// Every generated book, loaded on demand (dynamic imports, so a bundle fetches them only when
// asked): the worker, the CLI and the tests. Apart from book.ts so that a bundle that registers
// some books itself (the background: background/book-answer.ts) holds no import of the others.
import { registerBookModules } from './book';

export async function loadBooks(): Promise<void> {
  const opening = await Promise.all([
    import('./data/book-classic-normal'),
    import('./data/book-classic-hard'),
    import('./data/book-nyt-normal'),
    import('./data/book-nyt-hard'),
    import('./data/book-history-normal'),
    import('./data/book-history-hard'),
  ]);
  const second = await Promise.all([
    import('./data/second-moves-classic-normal'),
    import('./data/second-moves-classic-hard'),
    import('./data/second-moves-nyt-normal'),
    import('./data/second-moves-nyt-hard'),
    import('./data/second-moves-history-normal'),
    import('./data/second-moves-history-hard'),
  ]);
  registerBookModules(opening, second);
}
