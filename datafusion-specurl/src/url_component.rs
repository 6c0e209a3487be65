//! The single-component getters: `url_href`, `url_protocol`,
//! `url_username`, `url_password`, `url_host`, `url_hostname`,
//! `url_pathname`, `url_search`, `url_hash` and `url_origin`, each
//! `(url [, base])`, each the `Url` getter of the same name. They read one
//! component of the parsed URL and build nothing else.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::{Component, Url};
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, url_args, Arg, Column, Rows};
use crate::common::{StringsOut, URL_BASE};

/// The rows of the getter of `component` (`None`: the origin, which is
/// not a part of the href).
#[inline]
fn component_rows<'a>(
    main: impl Column<'a>,
    args: &[Arg<'a>],
    rows: usize,
    t: &DataType,
    component: Option<Component>,
) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, main.view());
    for row in 0..rows {
        let Some((input, base)) = url_args(main, args, row) else {
            out.append_null();
            continue;
        };
        match component {
            // The hostname of most URLs is read from the grammar's tokens
            // alone, without the checks that keep the whole href as it is.
            Some(Component::Hostname) => {
                match Url::parse_component(input, base, Component::Hostname) {
                    Ok(part) => out.append_cow(row, part)?,
                    Err(_) => out.append_null(),
                }
            }
            Some(c) => match Url::parse_borrowed(input, base) {
                Ok(url) => out.append_part(row, url.get(c), url.href())?,
                Err(_) => out.append_null(),
            },
            None => match Url::parse_borrowed(input, base) {
                Ok(url) => out.append(&url.origin()),
                Err(_) => out.append_null(),
            },
        }
    }
    Ok(out.finish())
}

/// Declares the struct of one getter.
macro_rules! getter {
    ($ty:ident, $name:literal, $component:expr, $what:literal, $example:literal, $result:literal) => {
        #[doc = concat!("`", $name, "(url [, base])`: ", $what)]
        #[derive(Debug, PartialEq, Eq, Hash)]
        pub struct $ty {
            signature: Signature,
        }

        impl Default for $ty {
            fn default() -> Self {
                Self {
                    signature: strings(1, 2, 0),
                }
            }
        }

        impl Rows for $ty {
            fn rows<'a, U: Column<'a>>(
                &self,
                main: U,
                args: &[Arg<'a>],
                rows: usize,
                t: &DataType,
            ) -> Result<ArrayRef> {
                component_rows(main, args, rows, t, $component)
            }
        }

        scalar_udf!(
            $ty,
            $name,
            |types| string_out(&types[0]),
            doc(
                concat!($what, " NULL when the URL does not parse."),
                concat!($name, "(url [, base])"),
                &URL_BASE,
                $example,
                $result,
            )
        );
    };
}

getter!(
    UrlHref,
    "url_href",
    Some(Component::Href),
    "The URL as the WHATWG URL parser serializes it (`URL.href`).",
    "url_href('HTTPS://EXAMPLE.com:443/a/./b')",
    "https://example.com/a/b"
);
getter!(
    UrlProtocol,
    "url_protocol",
    Some(Component::Protocol),
    "The scheme and its colon (`URL.protocol`).",
    "url_protocol('HTTPS://example.com/')",
    "https:"
);
getter!(
    UrlUsername,
    "url_username",
    Some(Component::Username),
    "The username, percent-encoded (`URL.username`); empty when there is none.",
    "url_username('https://user:pw@example.com/')",
    "user"
);
getter!(
    UrlPassword,
    "url_password",
    Some(Component::Password),
    "The password, percent-encoded (`URL.password`); empty when there is none.",
    "url_password('https://user:pw@example.com/')",
    "pw"
);
getter!(
    UrlHost,
    "url_host",
    Some(Component::Host),
    "The host and the port, if any (`URL.host`).",
    "url_host('https://EXAMPLE.com:8080/a')",
    "example.com:8080"
);
getter!(
    UrlHostname,
    "url_hostname",
    Some(Component::Hostname),
    "The host, without the port (`URL.hostname`): a domain in ASCII and lower case, an IP address, or an opaque host.",
    "url_hostname('https://EXAMPLE.com:8080/a')",
    "example.com"
);
getter!(
    UrlPathname,
    "url_pathname",
    Some(Component::Pathname),
    "The path, dot segments resolved and percent-encoded (`URL.pathname`).",
    "url_pathname('https://example.com/a/../b c')",
    "/b%20c"
);
getter!(
    UrlSearch,
    "url_search",
    Some(Component::Search),
    "The query with its `?` (`URL.search`); empty when there is none or it is empty.",
    "url_search('https://example.com/?q=1#top')",
    "?q=1"
);
getter!(
    UrlHash,
    "url_hash",
    Some(Component::Hash),
    "The fragment with its `#` (`URL.hash`); empty when there is none or it is empty.",
    "url_hash('https://example.com/?q=1#top')",
    "#top"
);
getter!(
    UrlOrigin,
    "url_origin",
    None,
    "The origin (`URL.origin`): scheme, host and port of a web URL, `null` for an opaque origin.",
    "url_origin('https://example.com:8080/a')",
    "https://example.com:8080"
);
