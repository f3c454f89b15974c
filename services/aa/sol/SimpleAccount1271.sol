// SPDX-License-Identifier: MIT
// The embedded wallet's smart account: the audited SimpleAccount of @account-abstraction/contracts 0.8.0,
// unchanged, plus ERC-1271 so that apps can verify what its owner signs for it (sign-in, names).
// Rebuild the artifact after an edit: npx tsx services/aa/sol/compile.ts
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";

contract SimpleAccount1271 is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// ERC-1271: a signature is valid when the account's owner signed exactly this hash (an EIP-191
    /// message hash or an EIP-712 digest, as the verifier computed it).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/// SimpleAccountFactory's scheme (an ERC-1967 proxy per owner and salt, at a CREATE2 address) for
/// SimpleAccount1271. Unlike the v0.8 sample, anyone may call createAccount: an ERC-6492 verifier deploys
/// a counterfactual account inside its simulated call, and the result depends only on (owner, salt).
contract SimpleAccount1271Factory {
    SimpleAccount1271 public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new SimpleAccount1271(entryPoint);
    }

    /// Creates the account, or returns it if it exists (so getSenderAddress works before and after).
    function createAccount(address owner, uint256 salt) public returns (SimpleAccount1271) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return SimpleAccount1271(payable(addr));
        return SimpleAccount1271(payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))));
    }

    /// The account's counterfactual address.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory init = abi.encodePacked(type(ERC1967Proxy).creationCode, abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))));
        return Create2.computeAddress(bytes32(salt), keccak256(init));
    }
}
