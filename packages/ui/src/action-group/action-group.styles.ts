import styled from 'styled-components';

/**
 * Actions side by side with room between them, wrapping onto more lines where the space runs
 * out (a table cell on a phone). Link-style buttons lose their block padding and keep a 24 px
 * target (WCAG 2.5.8), pulled up by the difference so their text sits on the row's first line
 * rather than below it.
 */
export const StyledActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  & > [data-variant='link'] {
    min-height: 24px;
    padding-block: 0;
    margin-block: -2px;
    justify-content: flex-start;
    text-align: start;
  }
`;
