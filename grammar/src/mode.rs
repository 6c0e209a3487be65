//! The parser mode and its selection ("Parsing › Selecting a parser mode").

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use crate::chars::{is_alpha, is_scheme_char};

/// The variant of the grammar to parse with.
///
/// The mode is fixed before parsing, from the input's scheme or, for a
/// schemeless input, from the context (a base URL's mode): see
/// [`Mode::sniff`].
///
/// ```
/// use specurl_grammar::{path_rel, Mode};
/// // `\` separates segments in web and file mode, not in generic mode.
/// let dirs = |mode| path_rel(mode, "a\\b/c".into()).unwrap().1.dir_texts().count();
/// assert_eq!((dirs(Mode::Generic), dirs(Mode::Web)), (1, 2));
/// assert_eq!("file".parse::<Mode>(), Ok(Mode::File));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// Any scheme other than the web-schemes and `file`; `s` is `/` only.
    Generic,
    /// The `file` scheme: `s` is `/` or `\`, and `auth-path` takes the
    /// `auth-drive` form.
    File,
    /// A web-scheme (`http`, `https`, `ws`, `wss`, `ftp`): `s` is `/` or `\`.
    Web,
}

impl Mode {
    /// The special schemes, lowercase: the schemes whose mode is not
    /// generic, in the order the URL Pattern standard tries them.
    ///
    /// ```
    /// use specurl_grammar::Mode;
    /// assert!(Mode::SPECIAL_SCHEMES.iter().all(|s| Mode::of_scheme(s).is_special()));
    /// ```
    pub const SPECIAL_SCHEMES: [&'static str; 6] = ["ftp", "file", "http", "https", "ws", "wss"];

    /// The mode of a scheme, compared case-insensitively.
    ///
    /// ```
    /// use specurl_grammar::Mode;
    /// assert_eq!(Mode::of_scheme("HTTPS"), Mode::Web);
    /// assert_eq!(Mode::of_scheme("File"), Mode::File);
    /// assert_eq!(Mode::of_scheme("mailto"), Mode::Generic);
    /// ```
    #[inline]
    pub fn of_scheme(scheme: &str) -> Mode {
        // Every stage asks this. `| 0x20` lowercases an ASCII letter, and
        // only letters map to letters; the bytes are compared without a
        // branch each, and the lengths first, which the compiler folds
        // into a few word operations over the unrolled list.
        let b = scheme.as_bytes();
        let is = |name: &str| {
            name.len() == b.len()
                && name
                    .bytes()
                    .zip(b)
                    .fold(0, |d, (n, c)| d | ((c | 0x20) ^ n))
                    == 0
        };
        match Mode::SPECIAL_SCHEMES.into_iter().find(|name| is(name)) {
            Some("file") => Mode::File,
            Some(_) => Mode::Web,
            None => Mode::Generic,
        }
    }

    /// Selects the mode of a preprocessed input: the mode of its scheme if it
    /// starts with one (`alpha (alpha | digit | + | - | .)* :`), `fallback`
    /// otherwise.
    ///
    /// ```
    /// use specurl_grammar::Mode;
    /// assert_eq!(Mode::sniff("wss://x", Mode::Generic), Mode::Web);
    /// assert_eq!(Mode::sniff("sc:x", Mode::Web), Mode::Generic);
    /// assert_eq!(Mode::sniff("//x", Mode::File), Mode::File);
    /// ```
    #[inline]
    pub fn sniff(input: &str, fallback: Mode) -> Mode {
        match scheme_of(input) {
            Some(scheme) => Mode::of_scheme(scheme),
            None => fallback,
        }
    }

    /// Whether this is a web or file mode (the WHATWG standard's "special").
    ///
    /// ```
    /// use specurl_grammar::Mode;
    /// assert!(Mode::Web.is_special() && Mode::File.is_special());
    /// assert!(!Mode::of_scheme("ssh").is_special());
    /// ```
    #[inline]
    pub fn is_special(self) -> bool {
        self != Mode::Generic
    }

    /// The mode's name, as the specification writes it.
    ///
    /// ```
    /// use specurl_grammar::Mode;
    /// assert_eq!(Mode::Web.name(), "web");
    /// assert_eq!(Mode::Web.name().parse::<Mode>(), Ok(Mode::Web));
    /// ```
    #[inline]
    pub fn name(self) -> &'static str {
        match self {
            Mode::Generic => "generic",
            Mode::File => "file",
            Mode::Web => "web",
        }
    }

    /// All modes, for tests and tools that try each.
    ///
    /// ```
    /// use specurl_grammar::{Mode, Rule, run};
    /// // `a\b` is one dir in generic mode only.
    /// let one_dir: Vec<Mode> = Mode::ALL.into_iter()
    ///     .filter(|&m| run(Rule::PathRel, m, "a\\b/".into()).unwrap().tokens.len() == 1)
    ///     .collect();
    /// assert_eq!(one_dir, [Mode::Generic]);
    /// ```
    pub const ALL: [Mode; 3] = [Mode::Generic, Mode::File, Mode::Web];
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Mode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "generic" => Ok(Mode::Generic),
            "file" => Ok(Mode::File),
            "web" => Ok(Mode::Web),
            _ => Err(format!(
                "unknown mode `{s}` (expected generic, file or web)"
            )),
        }
    }
}

/// The scheme an input starts with, without its `:`, as the grammar's
/// `scheme` reads it (`alpha (alpha | digit | + | - | .)*`), with the
/// scheme's character sets (`chars::scheme`, which sits below the mode). A
/// byte scan rather than the production: the grammar depends on the mode.
#[inline]
fn scheme_of(input: &str) -> Option<&str> {
    let bytes = input.as_bytes();
    if !is_alpha(char::from(*bytes.first()?)) {
        return None;
    }
    let end = bytes.iter().position(|&b| !is_scheme_char(char::from(b)))?;
    (bytes[end] == b':').then(|| &input[..end])
}
