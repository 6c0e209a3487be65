//! Validation: every diagnostic of a URL-string, against the strict or the
//! lenient reading of the grammar.
//!
//! The grammar of "URL Grammar" describes both at once. The **lenient**
//! reading accepts `pct-invalid`, `auth-drive-invalid`, characters of class
//! T and F, userinfo and `\` as a separator; only what the lenient grammar
//! or class R rejects, what host processing rejects and what forcing cannot
//! complete makes a URL fail. The **strict** reading, as the rules that close
//! "URL Grammar" say, also forbids all of those: what is a warning when
//! lenient is an error when strict.
//!
//! [`validate`] does not stop at the first problem. It walks the tokens of
//! the grammar's [`url`](crate::grammar::url) and reports every finding to
//! a sink; when the authority fails (the grammar commits to it after `s s`),
//! the sink gets that error and the walk resumes after the authority's
//! extent, with the same combinators, so that the path, query and fragment
//! are still checked. Spans are in the caller's original string.
//!
//! ```
//! use specurl::grammar::Mode;
//! use specurl::validate::{validate, DiagnosticKind, Severity, Strictness};
//!
//! let v = validate("http://h:x/a%zz", Mode::Generic, Strictness::Lenient);
//! assert!(!v.is_valid());
//! let found: Vec<_> = v.diagnostics().iter().map(|d| (d.kind, d.severity, d.span.range())).collect();
//! assert_eq!(found, [
//!     (DiagnosticKind::Syntax(specurl::grammar::ErrorKind::InvalidPort), Severity::Error, 9..10),
//!     (DiagnosticKind::PctInvalid, Severity::Warning, 12..13),
//! ]);
//! ```

#[allow(unused_imports)]
use crate::prelude::*;

mod against;
mod authority;
mod base;
mod clean;
mod ctx;
mod diagnostic;
mod help;
mod host;
mod is_valid;
mod names;
mod run;
mod sink;
mod strictness;
mod validation;
mod walk;
mod whatwg;
mod whatwg_errors;

pub(crate) use against::{HostProcessor, ValidationBase};
#[cfg(test)]
pub(crate) use base::based;
pub(crate) use base::{href_has_opaque_path, validate_with_href};
pub(crate) use clean::plain_domain;
pub use diagnostic::{Diagnostic, DiagnosticKind, Ip4Issue, Ip6Issue, Severity};
pub use host::domain_is_strictly_valid;
pub(crate) use host::{fits_dns_length, ip4_steps, ip6_steps};
pub use is_valid::is_valid;
pub use run::validate;
pub use specurl_grammar::chars::is_url_code_point;
pub use strictness::Strictness;
pub use validation::Validation;
pub(crate) use whatwg_errors::{report as whatwg_report, BaseShape, Found};
