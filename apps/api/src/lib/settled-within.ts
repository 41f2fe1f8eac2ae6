/**
 * Whether `work` settles (resolves or fails) within `ms`: a request waits that long for work it
 * shares with others (an index being built) before it is answered another way. The work goes on.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void work.then(settled, settled);
    function settled() {
      clearTimeout(timer);
      resolve(true);
    }
  });
}
