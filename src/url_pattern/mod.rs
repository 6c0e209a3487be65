//! The WHATWG URL Pattern standard (`URLPattern`) on specurl's stages.
//!
//! A [`UrlPattern`] is eight component patterns. Each is read by the
//! standard's tokenizer and pattern parser into a part list, its fixed
//! text canonicalized by specurl's own URL parser, setters and
//! percent-encoding (the standard's encoding callbacks), and matched:
//!
//! - by specurl's own matcher when the component has no custom regexp
//!   group (fixed text, `:name`, `*`, `{…}` and the modifiers `?`, `+`,
//!   `*`): a Pike VM over the standard's regular expression for the part
//!   list, in time linear in the input;
//! - when it has one, such as `:id(\d+)`, as an ECMAScript regular
//!   expression with the `v` flag (`vi` when ignoring case): validated by
//!   `regress`, and run by specurl's own backtracking executor, which
//!   takes at most 4 × (input bytes + 1) × (program size + 1) steps (at
//!   least 100,000), so a hostile regular expression such as `(a*)*b` is
//!   an error
//!   ([`UrlPatternErrorKind::RegExpStepLimit`]), not a hang.
//!
//! ```
//! use specurl::url_pattern::UrlPattern;
//! let pattern = UrlPattern::parse("https://example.com/books/:id(\\d+)", None, Default::default()).unwrap();
//! let result = pattern.exec("https://example.com/books/123", None).unwrap().unwrap();
//! assert_eq!(result.pathname.group("id"), Some("123"));
//! assert!(!pattern.test("https://example.com/books/abc", None).unwrap());
//! ```

mod canonicalize;
mod compare;
mod component;
mod component_name;
mod constructor_string;
mod ecmascript;
mod error;
mod generate;
mod init;
mod input;
mod matcher;
mod name_chars;
mod parser;
mod part;
mod pattern;
mod pattern_string;
mod regexp;
mod result;
mod set;
mod tokenizer;

#[cfg(test)]
mod tests;

pub use component_name::ComponentName;
pub use error::{UrlPatternError, UrlPatternErrorKind};
pub use init::UrlPatternInit;
pub use input::{UrlPatternInput, UrlPatternOptions};
pub use pattern::UrlPattern;
pub use result::{UrlPatternComponentResult, UrlPatternResult};
pub use set::UrlPatternSet;
