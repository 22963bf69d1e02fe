import Box from '@mui/material/Box';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export type QrImageProps = {
  text: string;
  /** What the image says to a screen reader. */
  label: string;
  size?: number;
};

/** A QR code as one SVG path (qrcode-generator, MIT; this file loads only with the pages that show one):
 *  dark modules on white with the four-module quiet zone scanners need, whatever the theme. */
export function QrImage({ text, label, size = 232 }: QrImageProps) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1)
      for (let col = 0; col < modules; col += 1)
        if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { count: modules + 8, path: d };
  }, [text]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      sx={{
        width: size,
        height: size,
        maxWidth: '100%',
        display: 'block',
        bgcolor: 'common.white',
      }}
    >
      <rect width={count} height={count} fill="white" />
      <path d={path} fill="black" />
    </Box>
  );
}
