import { BadgeCheck, ShieldCheck, Users } from 'lucide-react';

const STATS = [
  { value: '10+', label: 'Votes required for verification', Icon: BadgeCheck },
  { value: '100%', label: 'Community-driven verification', Icon: Users },
];

/** The sign-in page's pitch: why accounts here can be trusted, with the two stats. */
export function AuthHero() {
  return (
    <section
      aria-labelledby="auth-hero-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-[oklch(0.42_0.2_285)] p-6 text-primary-foreground shadow-lg sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <span className="flex size-12 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
        <ShieldCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 id="auth-hero-title" className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">
        Verified accounts, confirmed by the community
      </h2>
      <p className="mt-3 max-w-prose text-primary-foreground/85">
        Fake profiles and impersonators are everywhere. On VerifiedVoices every social media account
        listed for a public figure is checked by members like you: vote on accounts, rate them and
        help everyone find the real ones.
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4">
        {STATS.map(({ value, label, Icon }) => (
          <li key={label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
            <Icon className="size-5 text-primary-foreground/80" aria-hidden="true" />
            <p className="mt-2">
              <span className="block text-3xl font-bold tracking-tight">{value}</span>{' '}
              <span className="text-sm text-primary-foreground/85">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
