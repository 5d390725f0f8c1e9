export type Clock = {
  now: () => number
  sleep: (ms: number) => Promise<void>
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

export type HostLimits = {
  /** Requests in flight to one host at a time. */
  perHost: number
  /** Least time between the starts of two requests to one host. */
  spacingMs: number
}

/**
 * The politeness of the checker towards one host (many jobs share one applicant-tracking host):
 * at most `perHost` requests at once, spaced out, and paused when the host asks for a break (429).
 */
export class HostGate {
  active = 0
  /** Links of this host being checked, so the run starts no more than the gate lets through. */
  reserved = 0
  /** Links whose first request got an answer: tells a dead host from a slow link. */
  answered = 0
  limit: number
  spacingMs: number
  pausedUntil = 0
  private nextStartAt = 0
  private waiting: Array<() => void> = []
  private timer = false

  constructor(
    limits: HostLimits,
    private readonly clock: Clock,
  ) {
    this.limit = limits.perHost
    this.spacingMs = limits.spacingMs
  }

  /** Waits for a turn; call the returned function when the request is over. */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push(() => {
        let released = false
        resolve(() => {
          if (released) return
          released = true
          this.active--
          this.pump()
        })
      })
      this.pump()
    })
  }

  /** Links of this host that stayed rate limited after every wait. */
  rateLimitGiveUps = 0

  /**
   * The host said 429: nothing goes to it until the pause is over, then one request at a time, a
   * second apart. Each further 429 pauses it again for as long as it asks.
   */
  slowDown(pauseMs: number) {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + pauseMs)
    this.limit = 1
    this.spacingMs = Math.max(this.spacingMs, 1_000)
  }

  /** When a new link of this host may start, or null when its requests are all taken. */
  readyAt(): number | null {
    if (this.reserved >= this.limit) return null
    return Math.max(this.pausedUntil, this.clock.now())
  }

  private pump() {
    while (this.waiting.length && this.active < this.limit) {
      const now = this.clock.now()
      const startAt = Math.max(this.nextStartAt, this.pausedUntil)
      if (startAt > now) {
        if (!this.timer) {
          this.timer = true
          void this.clock.sleep(startAt - now).then(() => {
            this.timer = false
            this.pump()
          })
        }
        return
      }
      this.active++
      this.nextStartAt = now + this.spacingMs
      this.waiting.shift()!()
    }
  }
}
