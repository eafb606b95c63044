import { describeMessagesLoader } from '@hourspace/validation/testing';

describeMessagesLoader(() => jest.requireActual<typeof import('../messages')>('../messages').loadMessages);
