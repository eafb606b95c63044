import { render, screen } from '@testing-library/react';
import { createRemoteApi } from '../remote-api';

interface GreetApi {
  greet(): string;
}

function Greeting({ useApi }: { useApi: () => GreetApi }) {
  return <p>{useApi().greet()}</p>;
}

describe('createRemoteApi', () => {
  it('makes the page API once, on first use, and gives it to a tree without a provider', () => {
    const create = jest.fn((): GreetApi => ({ greet: () => 'from the page' }));
    const seam = createRemoteApi({ remote: 'mf-test', create });
    expect(create).not.toHaveBeenCalled();
    render(<Greeting useApi={seam.useApi} />);
    expect(screen.getByText('from the page')).toBeInTheDocument();
    expect(seam.pageApi()).toBe(seam.pageApi());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives a subtree the API its provider holds instead of the page one', () => {
    const create = jest.fn((): GreetApi => ({ greet: () => 'from the page' }));
    const seam = createRemoteApi({ remote: 'mf-test', create });
    render(
      <seam.ApiProvider api={{ greet: () => 'from a fake' }}>
        <Greeting useApi={seam.useApi} />
      </seam.ApiProvider>,
    );
    expect(screen.getByText('from a fake')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('names the remote when a tree has neither a provider nor a page default', () => {
    const seam = createRemoteApi<GreetApi>({ remote: 'mf-test' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting useApi={seam.useApi} />)).toThrow('[mf-test] no API above this component');
    expect(() => seam.pageApi()).toThrow('[mf-test]');
  });
});
