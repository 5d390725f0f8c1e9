/**
 * A list's counter: "Showing 31–60 of 60 jobs" on a page of a longer list, which says where the
 * visitor is; "Showing 12 of 12 jobs" when one page holds the whole list (the specs' wording).
 */
export const showingCount = ({ page, pageSize, shown, total, noun }: { page: number; pageSize: number; shown: number; total: number; noun: [one: string, many: string] }) => {
  const word = total === 1 ? noun[0] : noun[1]
  const count = (value: number) => value.toLocaleString('en-US')
  if (shown === 0 || total <= pageSize) return `Showing ${count(shown)} of ${count(total)} ${word}`
  const first = (page - 1) * pageSize + 1
  return `Showing ${count(first)}–${count(first + shown - 1)} of ${count(total)} ${word}`
}
