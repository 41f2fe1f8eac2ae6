/** The neutral picture shown for a product without an image (catalogue primary_image fallback). */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="No image">
<rect width="400" height="400" fill="#eef0f3"/>
<rect x="110" y="120" width="180" height="150" rx="14" fill="none" stroke="#b4bac4" stroke-width="10"/>
<circle cx="160" cy="170" r="18" fill="#b4bac4"/>
<path d="M122 258l58-62 40 42 28-28 40 48z" fill="#b4bac4"/>
</svg>
`;
