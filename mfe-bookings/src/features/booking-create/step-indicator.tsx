import { StepList } from './create.styles';
import { STEPS } from './validation';

/** Where the user is among the five steps. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <StepList aria-label="Steps">
      {STEPS.map((s, i) => (
        <li key={s.title} aria-current={i === step ? 'step' : undefined} data-done={i < step || undefined}>{s.title}</li>
      ))}
    </StepList>
  );
}
