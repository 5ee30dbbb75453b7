import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../lib/auth/auth-provider';
import { callOperation } from '../lib/api-client';
import { mockFetch } from '../test/fetch-mock';
import { testMember } from '../test/fixtures';
import { renderWithProviders } from '../test/render';

function MemberPanel() {
  const { isAuthenticated } = useAuth();
  useQuery({ queryKey: ['GetUserOfEMunicipality'], queryFn: () => callOperation('GetUserOfEMunicipality', {}) });
  return <p>{isAuthenticated ? 'oturum açık' : 'oturum kapalı'}</p>;
}

describe('a failed call nobody handles', () => {
  it('shows the "Hata!" dialog with its sentence', async () => {
    mockFetch({
      '/api/GetUserOfEMunicipality': {
        status: 409,
        body: { Message: 'Bu işlem daha önce yapılmış.', code: 'conflict' },
      },
    });
    renderWithProviders(<MemberPanel />);
    expect(await screen.findByRole('alertdialog', { name: 'Hata!' })).toHaveTextContent('Bu işlem daha önce yapılmış.');
  });

  it('signs the visitor out here when the server no longer knows the session (401)', async () => {
    mockFetch({
      '/api/GetUserOfEMunicipality': {
        status: 401,
        body: { Message: 'Bu işlem için giriş yapmalısınız.', code: 'unauthenticated' },
      },
    });
    renderWithProviders(<MemberPanel />, { member: testMember });
    expect(screen.getByText('oturum açık')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByText('oturum kapalı')).toBeInTheDocument());
    expect(sessionStorage.getItem('MemberInfo')).toBeNull();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Bu işlem için giriş yapmalısınız.');
  });
});
