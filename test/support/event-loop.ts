// How busy a piece of work keeps the event loop: tests that move work off it (worker threads,
// chunked loops) count the turns it still takes while that work runs.

/** How many event-loop turns ran while `work` did (0 when `work` held the loop the whole time). */
export async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  try {
    await work;
  } finally {
    running = false;
  }
  return turns;
}
