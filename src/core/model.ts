// Answer models: how likely each allowed word is to be today's answer. Weights are relative;
// 0 means the model rules the word out as an answer.
import type { ModelName } from './types';
import { wordTable } from './words';

export interface AnswerModel {
  readonly name: ModelName;
  /** Relative weight of each word index being the answer (0 = never). */
  readonly weight: Float64Array;
  /** 1 where the word is on the model's answer list, 0 for long shots and non-answers. */
  readonly listed: Uint8Array;
  /** The model's answer list (the words the benchmark plays). */
  readonly answers: Uint16Array;
}

/**
 * Weight of a word outside the NYT list: small enough that a listed word always comes first,
 * large enough that no board ever runs out of candidates. Commoner words are likelier.
 */
export function longShotWeight(frequencyClass: number): number {
  return 0.001 * (1 + frequencyClass / 21);
}

const cache = new Map<ModelName, AnswerModel>();

export function answerModel(name: ModelName): AnswerModel {
  const hit = cache.get(name);
  if (hit) return hit;
  const t = wordTable();
  const weight = new Float64Array(t.size);
  const listed = new Uint8Array(t.size);
  const answers = name === 'classic' ? t.classicAnswers : t.nytAnswers;
  for (const a of answers) listed[a] = 1;
  for (let i = 0; i < t.size; i++) {
    if (listed[i]) weight[i] = 1;
    else if (name === 'nyt') weight[i] = longShotWeight(t.frequency[i]);
  }
  const model = { name, weight, listed, answers };
  cache.set(name, model);
  return model;
}
