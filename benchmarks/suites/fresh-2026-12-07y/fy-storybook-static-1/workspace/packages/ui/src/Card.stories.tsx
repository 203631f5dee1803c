import type { Meta, StoryObj } from '@storybook/react';
import { Card } from './Card';

export default { title: 'Components/Card', component: Card } satisfies Meta<typeof Card>;

export const Basic: StoryObj<typeof Card> = { args: { title: 'Revenue' } };
