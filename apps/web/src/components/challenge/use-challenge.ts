import { CHALLENGE_QUERY_PARAMETER, errorCodes } from '@spesa/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api/client';

/** The query that carries a solution on the configured endpoints (`?recaptcha=`), or none. */
export const challengeQuery = (solution: string | null | undefined) =>
  solution ? { [CHALLENGE_QUERY_PARAMETER]: solution } : {};

/** True when the server refused a call for want of a (valid) solution: the form shows the widget. */
export const asksForChallenge = (error: unknown) =>
  error instanceof ApiError &&
  error.messages.some((message) => message.code === errorCodes.challengeRequired || message.code === errorCodes.challengeInvalid);

/**
 * A form's challenge: the current solution, the widget's props, and `renew` after each submission
 * (the server spends a solution once, so a new widget solves a new challenge).
 */
export function useChallenge() {
  const [attempt, setAttempt] = useState(0);
  const [solution, setSolution] = useState<string | null>(null);
  const renew = useCallback(() => {
    setSolution(null);
    setAttempt((current) => current + 1);
  }, []);
  return { solution, widgetKey: attempt, onChange: setSolution, renew };
}
