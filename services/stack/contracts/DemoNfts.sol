// SPDX-License-Identifier: MIT
// The demo NFT collections of the local stack: an ERC-721 and an ERC-1155 on OpenZeppelin's
// implementations, minted at deployment so the stack needs one transaction per collection.
// Compiled offline by compile.ts (solc, evmVersion cancun) into DemoCollection.json and DemoItems.json.
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

contract DemoCollection is ERC721 {
    address private immutable minter;

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256[] memory ids) ERC721(name_, symbol_) {
        require(holders.length == ids.length, "DemoCollection: one id per holder");
        minter = msg.sender;
        for (uint256 i = 0; i < ids.length; i++) _mint(holders[i], ids[i]);
    }

    function mint(address to, uint256 id) external {
        require(msg.sender == minter, "DemoCollection: only the deployer mints");
        _mint(to, id);
    }
}

/// ERC-1155 has no name in the standard; wallets and indexers read these when present.
contract DemoItems is ERC1155 {
    string public name;
    string public symbol;
    address private immutable minter;

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256[] memory ids, uint256[] memory amounts) ERC1155("") {
        require(holders.length == ids.length && ids.length == amounts.length, "DemoItems: one id and amount per holder");
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
        for (uint256 i = 0; i < ids.length; i++) _mint(holders[i], ids[i], amounts[i], "");
    }

    function mint(address to, uint256 id, uint256 amount) external {
        require(msg.sender == minter, "DemoItems: only the deployer mints");
        _mint(to, id, amount, "");
    }
}
