import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../components/Box';
import { Container } from '../../components/Container';
import { Grid, Inline, Stack } from '../../components/Stack';
import { Text } from '../../components/Text';

/** Layout primitives over sprinkles; responsive values per breakpoint (sm 576, md 768, lg 992, xl 1200). */
const meta = {
  title: 'Foundations/Layout',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

function Tile({ children }: { children: string }) {
  return (
    <Box background="surface" padding="4" borderRadius="md" boxShadow="sm">
      <Text>{children}</Text>
    </Box>
  );
}

export const Primitives: Story = {
  render: () => (
    <Container maxWidth="lg">
      <Stack>
        <Inline>
          <Tile>Inline 1</Tile>
          <Tile>Inline 2</Tile>
        </Inline>
        <Grid columns={{ base: '1', sm: '2', lg: '4' }}>
          <Tile>Grid A</Tile>
          <Tile>Grid B</Tile>
          <Tile>Grid C</Tile>
          <Tile>Grid D</Tile>
        </Grid>
        <Box as="section" aria-label="Caixa" padding={{ base: '2', md: '6' }} background="muted">
          <Text>Padding responsivo.</Text>
        </Box>
      </Stack>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByText('Grid A').closest('div')?.parentElement;
    await expect(grid && getComputedStyle(grid).display).toBe('grid');
    await expect(canvas.getByRole('region', { name: 'Caixa' })).toBeInTheDocument();
  },
};
