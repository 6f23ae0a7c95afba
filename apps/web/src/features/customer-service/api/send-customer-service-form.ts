import { CHALLENGE_QUERY_PARAMETER, type ContentForm, type CustomerServiceFields } from '@spesa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/client';
import { contentRequest } from './content-request';
import { customerServiceQueryKeys } from './get-customer-service-form';

export type CustomerServiceSubmission = {
  form: ContentForm;
  fields: CustomerServiceFields;
  /** The same for every try of one filled form: the server stores a double click once. */
  submissionId: string;
  recaptcha: string | null;
};

/**
 * POST /p/wp-admin/admin-ajax.php (action, security nonce, formData {id, fields, submission_id}) with
 * the solved challenge in ?recaptcha=: resolves with the success message the page shows.
 */
export async function sendCustomerServiceForm({
  form,
  fields,
  submissionId,
  recaptcha,
}: CustomerServiceSubmission): Promise<string> {
  const query = recaptcha ? `?${new URLSearchParams({ [CHALLENGE_QUERY_PARAMETER]: recaptcha })}` : '';
  const answer = await contentRequest<{ success: true; data: { message: string } }>(`${form.ajax_url}${query}`, {
    method: 'POST',
    body: { action: form.action, security: form.security, formData: { id: form.id, fields, submission_id: submissionId } },
  });
  return answer.data.message;
}

export function useSendCustomerServiceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCustomerServiceForm,
    onError: (error) => {
      // A nonce too old (the page stayed open past its lifetime): a fresh one for the next press.
      if (error instanceof ApiError && error.messages.some((message) => message.field === 'security'))
        void queryClient.invalidateQueries({ queryKey: customerServiceQueryKeys.form });
    },
  });
}
