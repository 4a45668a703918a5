// Apart from the ranking (ranking.ts, which needs the word tables) so that the panel, which keeps
// its shown word by the same rule (keep-shown.ts), loads no word table for one number.

/**
 * Hard mode's rule, the books' too: fewest games lost first. Chances of losing within this of each
 * other count as equal (the long shots almost every move carries, a light word the search gives up
 * to save guesses on the others), and then the cost decides.
 */
export const LOSS_POINT = 0.01;
