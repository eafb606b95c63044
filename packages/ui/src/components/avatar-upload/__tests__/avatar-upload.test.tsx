import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvatarUpload, type AvatarUploadProps } from '../avatar-upload';
import { expectNoAxeViolations } from '../../../test-utils/axe';

const LABEL = 'Upload a profile photo';

function setup(props: Partial<AvatarUploadProps> = {}) {
  const onFile = jest.fn();
  const utils = render(<AvatarUpload label={LABEL} previewAlt="Your profile photo" validationFailedMessage="Please try uploading your image again." onFile={onFile} {...props} />);
  const input = screen.getByLabelText(LABEL);
  const root = utils.container.firstElementChild as HTMLElement;
  return { ...utils, onFile, input, root, user: userEvent.setup() };
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

describe('AvatarUpload', () => {
  it('is a file input named by its label that accepts jpg, jpeg and png, idle at first', async () => {
    const { input, root, container } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(input).not.toHaveAttribute('multiple');
    expect(root).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is reachable with the keyboard', async () => {
    const { input, user } = setup();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('previews an accepted file at 100×100 and hands it to onFile', async () => {
    const validate = jest.fn().mockResolvedValue(null);
    const { input, root, onFile, user, container } = setup({ validate });
    const file = photo();
    await user.upload(input, file);
    const preview = await screen.findByRole('img', { name: 'Your profile photo' });
    expect(preview).toHaveAttribute('width', '100');
    expect(preview).toHaveAttribute('height', '100');
    expect(preview.getAttribute('src')).toMatch(/^(blob:|data:)/);
    expect(validate).toHaveBeenCalledWith(file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(root).toHaveAttribute('data-state', 'set');
    expect(root).toHaveClass('set');
    await expectNoAxeViolations(container);
  });

  it('shows the validation message with a red border and does not hand the file on', async () => {
    const { input, root, onFile, user, container } = setup({ validate: async () => 'Please upload a jpg, jpeg or png image.' });
    await user.upload(input, photo());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'));
    expect(root).toHaveClass('error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please upload a jpg, jpeg or png image.');
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('clears the error when a valid file is picked next', async () => {
    const validate = jest.fn().mockResolvedValueOnce('Too large').mockResolvedValueOnce(null);
    const { input, root, onFile, user } = setup({ validate });
    await user.upload(input, photo());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'));
    await user.upload(input, photo());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'set'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Too large')).not.toBeInTheDocument();
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback message when validate itself fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { input, root, onFile, user } = setup({ validate: () => Promise.reject(new Error('image decode failed')) });
    await user.upload(input, photo());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'));
    expect(screen.getByText('Please try uploading your image again.')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets only the latest pick decide when an earlier check finishes last', async () => {
    let finishFirst: (message: string | null) => void = () => {};
    const validate = jest
      .fn()
      .mockImplementationOnce(() => new Promise<string | null>((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce(null);
    const { input, root, onFile, user } = setup({ validate });
    const first = photo();
    const second = photo();
    await user.upload(input, first);
    await user.upload(input, second);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'set'));
    finishFirst('Too large');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root).toHaveAttribute('data-state', 'set');
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(second);
  });

  it('shows a saved photo as set, and an outside error (upload failed, required) as error', async () => {
    const { rerender, root } = setup({ value: 'https://images.example/me-100x100.jpg' });
    expect(root).toHaveAttribute('data-state', 'set');
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', 'https://images.example/me-100x100.jpg');
    rerender(<AvatarUpload label={LABEL} previewAlt="Your profile photo" validationFailedMessage="x" onFile={() => {}} error="Please upload a profile photo." />);
    expect(root).toHaveAttribute('data-state', 'error');
    expect(screen.getByLabelText(LABEL)).toHaveAccessibleDescription('Please upload a profile photo.');
  });

  it('describes itself with its hint', () => {
    const { input } = setup({ hint: 'JPG or PNG, up to 8 MB' });
    expect(input).toHaveAccessibleDescription('JPG or PNG, up to 8 MB');
  });
});
