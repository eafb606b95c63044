import { screen } from '@testing-library/react';
import { createRemoteLifecycles } from '../lifecycles';
import { startApplication } from '../testing';
import { runOutsideAct } from '@hourspace/ui/testing';

// single-spa and React's scheduler run here as in a page, not inside act().
runOutsideAct();

describe("a remote's lifecycles", () => {
  it('mount resolves on an empty first commit; the tree then renders in a transition', async () => {
    const renders: string[] = [];
    function Root() {
      renders.push('root');
      return <p>The remote is here</p>;
    }
    const lifecycles = createRemoteLifecycles({ namespace: 'mf-test', loadMessages: async () => ({}), Root, landmark: false });
    const domElement = document.body.appendChild(document.createElement('div'));
    const app = await startApplication(lifecycles, 'test', domElement);
    await app.mount();
    // single-spa's mount waited for the first commit only: nothing of the remote yet.
    expect(renders).toEqual([]);
    expect(await screen.findByText('The remote is here')).toBeInTheDocument();
    await app.unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});
