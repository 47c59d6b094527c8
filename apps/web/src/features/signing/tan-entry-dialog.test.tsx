import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { initialTanDialogState, nextTanDialogState } from './tan-dialog-state.ts';
import { TanEntryDialog } from './tan-entry-dialog.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
});

/** The TAN dialog after `wrong` wrong codes, as the flow opens it again. */
async function openAfterWrongCodes(wrong: number, onSubmit: (tan: string) => void) {
  let state = nextTanDialogState(initialTanDialogState, {
    kind: 'tanSent',
    resendAt: new Date(Date.now() + 30_000).toISOString(),
  });
  for (let i = 0; i < wrong; i++) state = nextTanDialogState(state, { kind: 'tanInvalid' });
  renderScreen(<p>document</p>);
  act(() => {
    dialogs.open((controls) => (
      <TanEntryDialog
        controls={controls}
        mobile="+41•••••••55"
        consent={{ title: 'Lease 2030', name: 'Gina Gast', quality: 'SES', legislation: 'ZERTES' }}
        initial={state}
        onSubmit={onSubmit}
        onResend={async () => state}
        onCancel={() => undefined}
      />
    ));
  });
  return screen.findByLabelText('Code from the SMS');
}

describe('TAN entry dialog after a wrong code (issue 20)', () => {
  it('keeps the tries left under the field while the next code is typed and after it loses focus', async () => {
    const onSubmit = vi.fn();
    const field = await openAfterWrongCodes(2, onSubmit);
    expect(screen.getByText(/1 try left/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    expect(screen.getByText(/1 try left/)).toBeTruthy();
    // Tapping "Sign now" takes the focus first: the text under the field must not change then, or
    // the button moves away from the finger.
    fireEvent.blur(field);
    expect(screen.getByText(/1 try left/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign now' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('puts the form error in its place only for a code of the wrong form, and does not submit it', async () => {
    const onSubmit = vi.fn();
    const field = await openAfterWrongCodes(1, onSubmit);
    expect(screen.getByText(/2 tries left/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.blur(field);
    expect(screen.queryByText(/2 tries left/)).toBeNull();
    expect(screen.getByText('The code has 6 digits.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign now' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
