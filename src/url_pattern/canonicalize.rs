//! The encoding callbacks (the standard's "canonicalize a protocol", "…a
//! hostname", …): each runs specurl's own URL parser, setters and
//! percent-encoding on a dummy URL, as the standard runs the basic URL
//! parser with a state override.

use crate::grammar::Mode;
use crate::pct_enc;
use crate::source::without_tab_or_newline;
use crate::table::Column;
use crate::{SetError, SetErrorKind, Url};

use super::error::UrlPatternErrorKind;

type Canonical = Result<String, UrlPatternErrorKind>;

/// A setter's outcome as the state override's: a value whose start was
/// used and whose rest was ignored ([`SetErrorKind::Trailing`]) is what
/// the state override accepts, by returning early.
fn state_override(result: Result<(), SetError>) -> Result<(), UrlPatternErrorKind> {
    match result {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == SetErrorKind::Trailing => Ok(()),
        Err(_) => Err(INVALID),
    }
}

const INVALID: UrlPatternErrorKind = UrlPatternErrorKind::InvalidComponent;

/// "create a dummy URL": `https://dummy.invalid/`.
fn dummy_url() -> Url {
    Url::parse("https://dummy.invalid/", None).expect("the dummy URL parses")
}

/// Whether `scheme` is a special scheme, as written: the standard compares
/// the already lowercased protocol with the list, case mattering.
pub(crate) fn is_special_scheme(scheme: &str) -> bool {
    Mode::SPECIAL_SCHEMES.contains(&scheme)
}

/// "canonicalize a protocol": the scheme of `value` followed by
/// `://dummy.invalid/`.
pub(crate) fn protocol(value: &str) -> Canonical {
    if value.is_empty() {
        return Ok(String::new());
    }
    let url = Url::parse(&format!("{value}://dummy.invalid/"), None).map_err(|_| INVALID)?;
    Ok(url.scheme().to_string())
}

/// `value` through a setter of the dummy URL, read back by a getter: the
/// state override of most encoding callbacks (the empty string stays
/// empty).
fn on_dummy_url(
    value: &str,
    set: impl FnOnce(&mut Url, &str) -> Result<(), SetError>,
    get: impl FnOnce(&Url) -> &str,
) -> Canonical {
    if value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url();
    set(&mut url, value).map_err(|_| INVALID)?;
    Ok(get(&url).to_string())
}

/// "canonicalize a username": the username setter on the dummy URL.
pub(crate) fn username(value: &str) -> Canonical {
    on_dummy_url(value, Url::set_username, Url::username)
}

/// "canonicalize a password": the password setter on the dummy URL.
pub(crate) fn password(value: &str) -> Canonical {
    on_dummy_url(value, Url::set_password, Url::password)
}

/// "canonicalize a hostname": the host state, with the hostname state
/// override, on the dummy URL (specurl's hostname setter, which fails
/// where the state override returns failure).
pub(crate) fn hostname(value: &str) -> Canonical {
    if value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url();
    state_override(url.set_hostname(value))?;
    Ok(url.hostname().to_string())
}

/// "canonicalize an IPv6 hostname": hex digits, `[`, `]` and `:` only,
/// lowercased.
pub(crate) fn ipv6_hostname(value: &str) -> Canonical {
    if value
        .chars()
        .all(|c| c.is_ascii_hexdigit() || matches!(c, '[' | ']' | ':'))
    {
        Ok(value.to_ascii_lowercase())
    } else {
        Err(INVALID)
    }
}

/// "canonicalize a port", with the protocol when there is one: the port
/// state, with the port state override, on a dummy URL of that scheme.
pub(crate) fn port(value: &str, protocol: Option<&str>) -> Canonical {
    if value.is_empty() {
        return Ok(String::new());
    }
    let mut url = match protocol {
        Some(p) => Url::parse(&format!("{p}://dummy.invalid/"), None)
            .or_else(|_| Url::parse("dummy://dummy.invalid/", None))
            .map_err(|_| INVALID)?,
        // Without a protocol, no port is a default one to remove.
        None => Url::parse("dummy://dummy.invalid/", None).map_err(|_| INVALID)?,
    };
    if url.scheme() == "file" {
        // A file URL cannot have a port through its setter; the state
        // override itself reads the digits all the same.
        url = Url::parse("dummy://dummy.invalid/", None).map_err(|_| INVALID)?;
    }
    state_override(url.set_port(value))?;
    Ok(url.port().to_string())
}

/// "canonicalize a pathname": the path start state, with that state
/// override, on the dummy URL (specurl's pathname setter), without the
/// leading `/` the parser would add.
pub(crate) fn pathname(value: &str) -> Canonical {
    if value.is_empty() {
        return Ok(String::new());
    }
    let leading_slash = value.starts_with('/');
    let modified = if leading_slash {
        value.to_string()
    } else {
        format!("/-{value}")
    };
    let mut url = dummy_url();
    url.set_pathname(&modified).map_err(|_| INVALID)?;
    let result = url.pathname();
    Ok(if leading_slash {
        result.to_string()
    } else {
        result.get(2..).unwrap_or("").to_string()
    })
}

/// "canonicalize an opaque pathname": the opaque path state, which removes
/// tabs and newlines and percent-encodes with the opaque-path set.
pub(crate) fn opaque_pathname(value: &str) -> Canonical {
    if value.is_empty() {
        return Ok(String::new());
    }
    let stripped = without_tab_or_newline(value);
    Ok(pct_enc::encode(&stripped, Column::OpaquePath).into_owned())
}

/// "canonicalize a search": the query state, with that state override, on
/// the dummy URL (specurl's search setter, given the `?` it removes).
pub(crate) fn search(value: &str) -> Canonical {
    on_dummy_url(
        value,
        |url, v| url.set_search(&format!("?{v}")),
        |url| url.query().unwrap_or(""),
    )
}

/// "canonicalize a hash": the fragment state, with that state override,
/// on the dummy URL (specurl's hash setter, given the `#` it removes).
pub(crate) fn hash(value: &str) -> Canonical {
    on_dummy_url(
        value,
        |url, v| url.set_hash(&format!("#{v}")),
        |url| url.fragment().unwrap_or(""),
    )
}
