/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { useShownAfterPaint } from '../after-paint';

function Probe({ open }: { open: boolean }) {
  const content = useShownAfterPaint(open);
  return <p>{open ? (content ? 'content' : 'frame') : 'closed'}</p>;
}

describe('useShownAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the frame in the commit that opens, the content after the next frame and a task, and closes at once', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { rerender } = render(<Probe open={false} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    rerender(<Probe open />);
    expect(screen.getByText('frame')).toBeInTheDocument();
    // The task is queued from the frame's callback: nothing before the frame.
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('frame')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    act(() => frames.shift()!(0));
    expect(screen.getByText('frame')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('content')).toBeInTheDocument();
    rerender(<Probe open={false} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    // Opened again: the frame first again.
    rerender(<Probe open />);
    expect(screen.getByText('frame')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('does not show content for a dialog closed before its frame came', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const { rerender } = render(<Probe open />);
    rerender(<Probe open={false} />);
    expect(cancel).toHaveBeenCalled();
    act(() => frames.shift()?.(0));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('closed')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
