//! The four phases of host processing, in order.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use super::{domain, ends_in_a_number, ip4, Host, HostError, HostErrorKind};

/// Processes the opaque host of a web or file URL into a [`Host::Domain`]
/// (ASCII, lowercase, Punycode where needed) or a [`Host::Ipv4`].
///
/// Borrows from `opaque` when nothing changes, as for `example.com`.
///
/// ```
/// use std::net::Ipv4Addr;
/// use specurl::{host::{process, HostErrorKind}, Host};
/// assert_eq!(process("EXAMPLE.com").unwrap(), Host::Domain("example.com".into()));
/// assert_eq!(process("faß.de").unwrap(), Host::Domain("xn--fa-hia.de".into()));
/// assert_eq!(process("0x7f.1").unwrap(), Host::Ipv4(Ipv4Addr::new(127, 0, 0, 1)));
/// assert_eq!(process("%31%32%37.0.0.1").unwrap(), Host::Ipv4(Ipv4Addr::new(127, 0, 0, 1)));
/// assert_eq!(process("1.2.3.09").unwrap_err().kind, HostErrorKind::InvalidIp4);
/// assert_eq!(process("％41.com").unwrap_err().kind, HostErrorKind::ForbiddenCodePoint('%'));
/// ```
pub fn process(opaque: &str) -> Result<Host<Cow<'_, str>>, HostError> {
    let decoded = domain::percent_decode(opaque);
    let ascii: Cow<'_, str> = domain::to_ascii(&decoded)?;
    if let Some((at, c)) = domain::find_forbidden(&ascii) {
        let range = domain::trace(opaque, &decoded, &ascii, at..at + c.len_utf8());
        return Err(HostError::new(
            HostErrorKind::ForbiddenCodePoint(c),
            opaque,
            range,
        ));
    }
    if !ends_in_a_number(&ascii) {
        return Ok(Host::Domain(ascii));
    }
    match ip4::parse(&ascii) {
        Ok(address) => Ok(Host::Ipv4(address.into())),
        Err((kind, range)) => {
            let range = domain::trace(opaque, &decoded, &ascii, range);
            Err(HostError::new(kind, opaque, range))
        }
    }
}

#[cfg(test)]
mod tests;
