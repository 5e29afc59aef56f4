/** A task that did not finish in time. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** Rejects with a TimeoutError when the promise has not settled after `ms` milliseconds. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  message = '시간이 초과되었습니다.',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
