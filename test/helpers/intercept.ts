/**
 * A binding (a KV namespace, a D1 database) whose every method call goes through
 * `intercept` first, with the real method to call on: to watch what a request does with
 * it, or to make one of its calls fail as the platform's can.
 */
export function intercepted<T extends object>(
  binding: T,
  intercept: (method: string, args: unknown[], real: (...args: unknown[]) => unknown) => unknown,
): T {
  return new Proxy(binding, {
    get(target, name) {
      const value = Reflect.get(target, name)
      if (typeof value !== 'function') return value
      const real = (...args: unknown[]) => value.apply(target, args)
      return (...args: unknown[]) => intercept(String(name), args, real)
    },
  })
}
