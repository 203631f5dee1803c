import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './Button';

const meta = { title: 'Components/Button', component: Button, args: { children: 'Save changes' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete project' } };
export const Small: Story = { args: { size: 'sm' } };
