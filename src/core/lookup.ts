import { wordTable } from './words';

export function isAllowedWord(word: string): boolean {
  return wordTable().indexOf(word) >= 0;
}
