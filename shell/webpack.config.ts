import { shellConfig } from '@hourspace/config/webpack';

export default shellConfig({ dir: __dirname });
