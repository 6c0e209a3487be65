//! The URL grammar ("URL Grammar" in the specification), one nom combinator
//! per production: the crate [`specurl_grammar`], whose documentation each
//! item here carries.
//!
//! Every combinator has the shape
//!
//! ```text
//! fn rule<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, T>
//! ```
//!
//! so that it composes inside nom (`|i| rule(mode, i)`), and every `T` is a
//! span-annotated token typed after the URL model ([`tokens`]). The grammar
//! only splits: it neither decodes nor rewrites. Percent-decoding, host
//! processing and normalisation are later stages.
//!
//! ```
//! use specurl::grammar::{self, Mode};
//! let (rest, url) = grammar::url(Mode::Web, "http://a/b?c#d".into()).unwrap();
//! assert!(rest.is_empty());
//! assert_eq!(*url.scheme().unwrap().fragment(), "http");
//! assert_eq!(*url.authority().unwrap().span().fragment(), "a");
//! assert_eq!(*url.path().file().unwrap().fragment(), "b");
//! ```
//!
//! The mode selects the grammar's variant: the set `s` is `/` in generic mode
//! and `/` or `\` in web and file mode, and file mode uses the `auth-drive`
//! form of `auth-path`. [`Mode::sniff`] picks the mode of an input from its
//! scheme, as "Parsing" prescribes; [`tokenize`] does preprocessing, mode
//! selection and parsing in one call.

pub use specurl_grammar::span::{Span, Text, TextOf};
pub use specurl_grammar::tokens;
pub use specurl_grammar::{
    auth_drive, auth_drive_invalid, auth_path, dir, drive, file, fragment, path, path_rel,
    path_root, query, scheme, url,
};
pub use specurl_grammar::{
    authority, authority_empty, host, opaque_host, password, port, userinfo, username,
};
pub use specurl_grammar::{complete, Error, ErrorKind, IResult};
pub use specurl_grammar::{dec_octet, ip4_address, ip4_address_strict, ip4_number};
pub use specurl_grammar::{h16, ip6_address, ip6_address_strict, ls32};
pub use specurl_grammar::{
    pct, pct_encoded_byte, pct_encoded_bytes, pct_encoded_string, pct_encoded_string_lenient,
    pct_invalid, uncoded,
};
pub use specurl_grammar::{run, tokenize, Mode, Parsed, Rule};

// What the later stages read beside the productions.
pub(crate) use specurl_grammar::dotted::{is_dot, is_dots, is_dotted};
pub(crate) use specurl_grammar::pct_byte::{pct_len, starts_pct_encoded};
pub(crate) use specurl_grammar::span::{empty_at, first, prefix_len, split};
pub(crate) use specurl_grammar::{
    authority_in, followed_drive, ip4_address_in, port_value, tokenize_inline_then, tokenize_then,
    unwrap,
};
