/**
 * The run's links, one queue per host, handed out host by host in turn: with thousands of jobs on
 * one applicant-tracking host, the other hosts still get their turns. Hosts whose queue is empty
 * drop out, so picking stays cheap however many links are left.
 */
export class HostQueues<T> {
  private queues = new Map<string, { items: T[]; next: number }>()
  private hosts: string[] = []
  private cursor = 0

  add(host: string, item: T) {
    let queue = this.queues.get(host)
    if (!queue) {
      this.queues.set(host, (queue = { items: [], next: 0 }))
      this.hosts.push(host)
    }
    queue.items.push(item)
  }

  get isEmpty() {
    return this.hosts.length === 0
  }

  /**
   * The next item of the first host (from where the last pick left off) that `ready` accepts, or
   * null; `ready` also learns of every host passed over, to tell when to try again.
   */
  take(ready: (host: string) => boolean): { host: string; item: T } | null {
    for (let tried = 0; tried < this.hosts.length; tried++) {
      const index = (this.cursor + tried) % this.hosts.length
      const host = this.hosts[index]
      if (!ready(host)) continue
      const queue = this.queues.get(host)!
      const item = queue.items[queue.next++]
      if (queue.next >= queue.items.length) {
        this.queues.delete(host)
        this.hosts.splice(index, 1)
        this.cursor = this.hosts.length ? index % this.hosts.length : 0
      } else {
        this.cursor = (index + 1) % this.hosts.length
      }
      return { host, item }
    }
    return null
  }
}
