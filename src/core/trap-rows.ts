// Apart from the solver (suggest.ts ranks the least-losing moves from here on) so that the panel,
// which says so, need not load the solver for one number.

/** Hard mode's trap line speaks from this many rows played on (panel TrapWarning). */
export const TRAP_FROM_ROWS = 2;
