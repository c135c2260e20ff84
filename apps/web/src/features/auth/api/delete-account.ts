import { deleteAccount as deleteAccountRoute } from '@plume/core/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetBriefDrafts } from '../../../lib/brief-draft';
import { callApi } from '../../../lib/call-api';
import { clearSessionCache } from './get-session';

/** Where the writer's data downloads from: a plain link, the browser keeps the file. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** Erases the signed-in writer's account once the server has checked the password. */
export async function deleteAccount(password: string): Promise<void> {
  await callApi(deleteAccountRoute, { body: { password } });
}

/** Deletes the account, then forgets the writer here and goes home, as a sign-out does. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    meta: {
      action: 'deleteAccount',
      success: 'account.deleted',
      error: { fallback: 'account.deleteError' },
    },
    onSuccess: () => {
      forgetBriefDrafts();
      navigate('/', { replace: true });
      clearSessionCache(queryClient);
    },
  });
}
