/**
 * The average after the viewer's rating replaces their earlier one (or adds a first one):
 * what the feed shows until the server's numbers arrive.
 */
export function averageAfterRating(
  average: number | null,
  count: number,
  previous: number | null,
  rating: number,
): { averageRating: number; ratingCount: number } {
  const sum = (average ?? 0) * count;
  if (previous === null || count === 0) {
    return { averageRating: (sum + rating) / (count + 1), ratingCount: count + 1 };
  }
  return { averageRating: (sum - previous + rating) / count, ratingCount: count };
}
