/** The 404 page's texts beside its heading, in Kannada: the same exports as ../not-found.ts. */
export const notFoundPage = {
  lead: 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ, ಅಥವಾ ಬೇರೆ ಕಡೆಗೆ ಹೋಗಿದೆ.',
  home: 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ',
} as const;
