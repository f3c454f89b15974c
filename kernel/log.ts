// A leveled logger; the default level is 'error' (SPEC §9).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

export interface Logger {
  debug(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

export function createLogger(level: LogLevel = 'error', sink: Pick<Console, 'debug' | 'warn' | 'error'> = console): Logger {
  const at = (l: LogLevel) => (...args: unknown[]) => {
    if (rank[l] >= rank[level]) sink[l as 'debug' | 'warn' | 'error']('[gangway]', ...args)
  }
  return { debug: at('debug'), warn: at('warn'), error: at('error') }
}
