import { LANDING_PITCH } from './messages';

/** SPEC §1: the public landing pitch in three steps, shown beside the sign-in form. */
export function LandingPitch() {
  return (
    <section className="p-4 bg-body-tertiary rounded-3" aria-labelledby="landing-pitch-title">
      <h2 id="landing-pitch-title" className="h3 mb-4">
        {LANDING_PITCH.heading}
      </h2>
      <ol className="landing-steps mb-0">
        {LANDING_PITCH.steps.map((step) => (
          <li key={step.title}>
            <h3 className="h5 mb-1">{step.title}</h3>
            <p className="mb-0 text-body-secondary">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
