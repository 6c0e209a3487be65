//! The single-component getters: `url_href`, `url_protocol`,
//! `url_username`, `url_password`, `url_host`, `url_hostname`,
//! `url_pathname`, `url_search`, `url_hash` and `url_origin`, each
//! `(url [, base])`, each the `Url` getter of the same name; the kernels
//! are `specurl_arrow::url_component`'s.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings, URL_BASE};

/// Declares the struct of one getter.
macro_rules! getter {
    ($ty:ident, $name:literal, $what:literal, $example:literal, $result:literal) => {
        kernel_function!(
            #[doc = concat!("`", $name, "(url [, base])`: ", $what)]
            $ty,
            specurl_arrow::url_component::$ty,
            strings(1, 2, 0)
        );

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
    "The URL as the WHATWG URL parser serializes it (`URL.href`).",
    "url_href('HTTPS://EXAMPLE.com:443/a/./b')",
    "https://example.com/a/b"
);
getter!(
    UrlProtocol,
    "url_protocol",
    "The scheme and its colon (`URL.protocol`).",
    "url_protocol('HTTPS://example.com/')",
    "https:"
);
getter!(
    UrlUsername,
    "url_username",
    "The username, percent-encoded (`URL.username`); empty when there is none.",
    "url_username('https://user:pw@example.com/')",
    "user"
);
getter!(
    UrlPassword,
    "url_password",
    "The password, percent-encoded (`URL.password`); empty when there is none.",
    "url_password('https://user:pw@example.com/')",
    "pw"
);
getter!(
    UrlHost,
    "url_host",
    "The host and the port, if any (`URL.host`).",
    "url_host('https://EXAMPLE.com:8080/a')",
    "example.com:8080"
);
getter!(
    UrlHostname,
    "url_hostname",
    "The host, without the port (`URL.hostname`): a domain in ASCII and lower case, an IP address, or an opaque host.",
    "url_hostname('https://EXAMPLE.com:8080/a')",
    "example.com"
);
getter!(
    UrlPathname,
    "url_pathname",
    "The path, dot segments resolved and percent-encoded (`URL.pathname`).",
    "url_pathname('https://example.com/a/../b c')",
    "/b%20c"
);
getter!(
    UrlSearch,
    "url_search",
    "The query with its `?` (`URL.search`); empty when there is none or it is empty.",
    "url_search('https://example.com/?q=1#top')",
    "?q=1"
);
getter!(
    UrlHash,
    "url_hash",
    "The fragment with its `#` (`URL.hash`); empty when there is none or it is empty.",
    "url_hash('https://example.com/?q=1#top')",
    "#top"
);
getter!(
    UrlOrigin,
    "url_origin",
    "The origin (`URL.origin`): scheme, host and port of a web URL, `null` for an opaque origin.",
    "url_origin('https://example.com:8080/a')",
    "https://example.com:8080"
);
