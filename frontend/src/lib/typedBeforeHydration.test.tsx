import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import FormSelectField from '../components/form/FormSelectField';
import FormTextField from '../components/form/FormTextField';

interface Values {
  email: string;
  subject: string;
  mode: string;
}

const SELECTS = [
  {
    name: 'subject',
    label: 'Subject',
    placeholder: 'Select a subject',
    options: ['Physics', 'Chemistry'],
  },
  {
    name: 'mode',
    label: 'Mode',
    placeholder: 'Online or offline?',
    options: ['online', 'offline'],
  },
] as const;

function SignUp({ onSend }: { onSend: (values: Values) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', subject: '', mode: '' } });
  const field = { register, errors };
  return (
    <form aria-label="Sign up" onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <FormTextField {...field} id="email" name="email" label="Email" />
      {SELECTS.map((select) => (
        <FormSelectField key={select.name} {...field} {...select} id={select.name} />
      ))}
      <button type="submit">Sign up</button>
    </form>
  );
}

const byId = <E extends HTMLElement>(container: HTMLElement, id: string) =>
  container.querySelector<E>(`#${id}`)!;

// A form comes as HTML and its code loads at the visitor's first move: what they type or
// choose meanwhile must be what the form sends once the app runs, and nothing they did not.
describe('a form filled in before the app has hydrated it', () => {
  it('sends what was typed and chosen in the HTML, and leaves untouched choices unchosen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUp onSend={() => undefined} />);
    document.body.append(container);
    // The HTML shows each select's placeholder, not its first choice.
    expect(byId<HTMLSelectElement>(container, 'mode').value).toBe('');
    byId<HTMLInputElement>(container, 'email').value = 'early@example.com';
    byId<HTMLSelectElement>(container, 'subject').value = 'Chemistry';

    const onSend = vi.fn();
    await act(async () => {
      hydrateRoot(container, <SignUp onSend={onSend} />);
    });
    expect(byId<HTMLInputElement>(container, 'email').value).toBe('early@example.com');
    expect(byId<HTMLSelectElement>(container, 'mode').value).toBe('');
    fireEvent.submit(container.querySelector('form')!);

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toEqual({
      email: 'early@example.com',
      subject: 'Chemistry',
      mode: '',
    });
    container.remove();
  });
});
