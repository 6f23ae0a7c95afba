import { CHALLENGE_QUERY_PARAMETER, challengeTexts, errorCodes } from '@spesa/domain';
import { badRequest } from '../../lib/http-error';
import type { ChallengeOutcome } from './challenge.service';

/** The answer to a request without a valid solution where one is needed. */
export function challengeRefusal(outcome: Exclude<ChallengeOutcome, 'verified'>, requiredText: string = challengeTexts.required) {
  return outcome === 'missing'
    ? badRequest(requiredText, CHALLENGE_QUERY_PARAMETER, errorCodes.challengeRequired)
    : badRequest(challengeTexts.invalid, CHALLENGE_QUERY_PARAMETER, errorCodes.challengeInvalid);
}
