import type { Meta, StoryObj } from '@storybook/react';
import { Card } from './Card';

const meta = { title: 'Components/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;

export const Default: StoryObj<typeof meta> = { args: { heading: 'Usage', children: '1,204 seats' } };
