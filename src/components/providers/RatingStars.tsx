/** A rating out of 5: stars for the eye, the number in words for everyone. */
export function RatingStars({ rating }: { rating: number }) {
  const full = Math.round(rating)
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden className="tracking-tight text-amber-500">
        {'★'.repeat(full)}
        <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - full))}</span>
      </span>
      <span className="font-medium text-slate-800">{rating.toFixed(1)} out of 5</span>
    </p>
  )
}
